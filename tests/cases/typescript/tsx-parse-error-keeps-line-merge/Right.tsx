export const Card = ({ title }: { title: string; id: string }) => (
  <section className="card">
    <h2>{title</h2>
  </section>
);
