import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Be the market Leader in your industry" },
  {
    name: "description",
    content:
      "Stay ahead of the competition with cutting-edge technology and innovative solutions to lead your industry!",
  },
];

export default function Home() {
  return (
    <main className="mx-auto flex min-h-screen max-w-4xl flex-col justify-center px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-6xl">
        Be the market Leader in your industry
      </h1>
      <p className="mt-6 text-lg text-slate-600">
        Stay ahead of the competition with cutting-edge technology and innovative solutions to lead your industry!
      </p>
    </main>
  );
}
