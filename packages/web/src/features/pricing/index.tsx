export function PricingPage() {
  return <main>PricingPage</main>;
}
