// PLACEHOLDER: replaced by the page's real implementation.
export default function Placeholder() {
  return <h1>team</h1>;
}
