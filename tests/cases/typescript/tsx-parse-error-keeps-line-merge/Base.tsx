export const Card = ({ title }: { title: string }) => (
  <section className="card">
    <h2>{title}</h2>
  </section>
);
