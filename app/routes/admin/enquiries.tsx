export default function Stub() {
  return <p>enquiries</p>;
}
