public class Pager
{
    public Pager(IList<Item> items, string path)
    {
        Items = items.ToList();
        Path = path == "/" ? path : path.TrimEnd('/');
        Total = Items.Count;
    }
}
