export default function Stub() {
  return <p>projects</p>;
}
