namespace Analyzers
{
    internal static class RuleIds
    {
        public const string AvoidAsyncVoidRuleId = "AN0001";
        public const string PreferSpanRuleId = "AN0002";
        public const string SealInternalTypesRuleId = "AN0003";
<<<<<<< left
        public const string DoNotLockOnThisRuleId = "AN0004";
||||||| base
=======
        public const string UseNameofRuleId = "AN0004";
>>>>>>> right
    }
}
