export default function Stub() {
  return <p>categories</p>;
}
