export default function Stub() {
  return <p>permission</p>;
}
