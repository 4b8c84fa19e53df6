export function PlannerPage() {
  return <main>PlannerPage</main>;
}
