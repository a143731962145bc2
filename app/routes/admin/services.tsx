export default function Stub() {
  return <p>services</p>;
}
