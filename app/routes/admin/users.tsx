export default function Stub() {
  return <p>users</p>;
}
