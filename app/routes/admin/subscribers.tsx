export default function Stub() {
  return <p>subscribers</p>;
}
