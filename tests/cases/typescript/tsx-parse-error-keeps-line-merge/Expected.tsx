<<<<<<< left
export const Card = ({ title, subtitle }: { title: string; subtitle?: string }) => (
||||||| base
export const Card = ({ title }: { title: string }) => (
=======
export const Card = ({ title }: { title: string; id: string }) => (
>>>>>>> right
  <section className="card">
    <h2>{title</h2>
  </section>
);
