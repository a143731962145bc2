export default function Stub() {
  return <p>not-found</p>;
}
