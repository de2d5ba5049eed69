public class Convention
{
    public void Apply(Model model)
    {
        Validate(model);
        Log(model.Name);
    }

    public string Title(Model model)
        => model.Name;
}
