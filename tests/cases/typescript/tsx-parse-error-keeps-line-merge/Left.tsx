export const Card = ({ title, subtitle }: { title: string; subtitle?: string }) => (
  <section className="card">
    <h2>{title}</h2>
  </section>
);
