export function SaveButton({ onSave }: { onSave: () => void }) {
  return (
    <button
      type="button"
      onClick={onSave}
      className="btn btn-primary"
      aria-label="Save changes"
    >
      Save
    </button>
  );
}
