using System;

namespace Shop.Billing
{
    public static class Tax
    {
        public const decimal Rate = 0.19m;

        public static decimal Gross(decimal net)
        {
            return Math.Round(net * (1 + Rate), 2);
        }

        public static decimal Net(decimal gross)
        {
            return Math.Round(gross / (1 + Rate), 2);
        }
    }
}
