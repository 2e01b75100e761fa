import './ProgressBar.css';
export function ProgressBar({ value, label, colour }: { value: number; label: string; colour: string }) {
  return (
    <div className="progress">
      <div className="progress__head">
        <span>{label}</span>
        <span>{value}%</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress__fill" style={{ width: `${value}%`, backgroundColor: colour }} />
      </div>
    </div>
  );
}
