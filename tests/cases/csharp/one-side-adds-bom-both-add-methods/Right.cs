using System;

namespace Clinic.Scheduling
{
    public class AppointmentBook
    {
        private readonly TimeSpan _slot = TimeSpan.FromMinutes(20);

        public DateTime NextSlot(DateTime after)
        {
            var minutes = (int)Math.Ceiling(after.TimeOfDay.TotalMinutes / _slot.TotalMinutes);
            return after.Date.AddMinutes(minutes * _slot.TotalMinutes);
        }

        public DateTime SlotEnd(DateTime start)
        {
            return start + _slot;
        }
    }
}
