package notify

import "cmp"

type Notifier struct {
	mailer Mailer
	sender string
}

func NewNotifier(m Mailer, sender string) *Notifier {
	return &Notifier{mailer: m, sender: sender}
}

func (n *Notifier) Notify(inv Invoice, tmpl Template) {
	to := cmp.Or(inv.Contact, inv.Customer.Email)

	n.mailer.Queue(n.sender, to, inv.Subject(), tmpl)
}
