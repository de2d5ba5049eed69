public class Convention
{
    public void Apply(Model model)
    {
        Validate(model);
    }
}
