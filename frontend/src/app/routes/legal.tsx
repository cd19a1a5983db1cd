// PLACEHOLDER: replaced by the legal pages' real implementation.
export default function Placeholder({ path }: { path: string }) {
  return <h1>{path}</h1>;
}
