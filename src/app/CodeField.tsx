/** The field for a 6-digit code sent by mail, SMS or an authenticator app, with its error under it. */
export function CodeField({ id, label, value, error, onChange }: { id: string; label: string; value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
