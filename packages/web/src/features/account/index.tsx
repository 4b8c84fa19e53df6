export function AccountPage() {
  return <main>AccountPage</main>;
}
