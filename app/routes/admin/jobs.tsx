export default function Stub() {
  return <p>jobs</p>;
}
