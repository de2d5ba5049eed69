package notify

type Notifier struct {
	mailer Mailer
	sender string
}

func NewNotifier(m Mailer, sender string) *Notifier {
	return &Notifier{mailer: m, sender: sender}
}

func (self *Notifier) Notify(inv Invoice, tmpl Template) {
	if inv.Contact != "" {
		self.mailer.Queue(self.sender, inv.Contact, inv.Subject(), tmpl)
	}
}
