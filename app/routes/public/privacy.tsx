export default function PrivacyPage() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-3xl font-bold">Privacy</h1>
    </main>
  );
}
