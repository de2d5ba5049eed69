package notify

type Notifier struct {
	mailer Mailer
	sender string
}

func NewNotifier(m Mailer, sender string) *Notifier {
	return &Notifier{mailer: m, sender: sender}
}

func (n *Notifier) Notify(inv Invoice, tmpl Template) {
	if inv.Contact != "" {
		n.mailer.Queue(n.sender, inv.Contact, inv.Subject(), tmpl)
	}
}
