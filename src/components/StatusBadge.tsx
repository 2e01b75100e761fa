import './StatusBadge.css';
/** A pill whose colour carries the status; the text always says it too. */
export function StatusBadge({ label, colour }: { label: string; colour: string }) {
  return (
    <span className="badge" style={{ backgroundColor: colour }} data-status={label}>
      {label}
    </span>
  );
}
