export default function JobApplicationPage() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-3xl font-bold">Application form</h1>
    </main>
  );
}
