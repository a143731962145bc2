export default function Stub() {
  return <p>logs</p>;
}
