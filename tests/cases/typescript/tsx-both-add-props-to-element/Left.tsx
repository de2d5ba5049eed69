export function SaveButton({ onSave }: { onSave: () => void }) {
  return (
    <button
      type="button"
      onClick={onSave}
      className="btn btn-primary"
    >
      Save
    </button>
  );
}
