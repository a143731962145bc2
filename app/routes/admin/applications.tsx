export default function Stub() {
  return <p>applications</p>;
}
