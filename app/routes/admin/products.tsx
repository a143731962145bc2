export default function Stub() {
  return <p>products</p>;
}
