public class Pager
{
    public Pager(IList<Item> items, string path)
    {
        Path = path == "/" ? path : path.TrimEnd('/') + "/";
        Items = items.ToList();
        Total = Items.Count;
    }
}
