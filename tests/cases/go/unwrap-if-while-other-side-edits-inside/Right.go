package notify

import "cmp"

type Notifier struct {
	mailer Mailer
	sender string
}

func NewNotifier(m Mailer, sender string) *Notifier {
	return &Notifier{mailer: m, sender: sender}
}

func (self *Notifier) Notify(inv Invoice, tmpl Template) {
	to := cmp.Or(inv.Contact, inv.Customer.Email)

	self.mailer.Queue(self.sender, to, inv.Subject(), tmpl)
}
