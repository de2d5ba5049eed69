export function SaveButton({ onSave }: { onSave: () => void }) {
  return (
    <button
      type="button"
      onClick={onSave}
      aria-label="Save changes"
    >
      Save
    </button>
  );
}
