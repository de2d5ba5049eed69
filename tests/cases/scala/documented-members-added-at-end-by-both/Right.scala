package com.example.billing

trait InvoiceService {

  /** Creates a draft invoice for the customer. */
  def draft(customerId: Long): Invoice

  /** Sends a finalised invoice by e-mail. */
  def send(invoice: Invoice): Unit

  /**
   * Lists the invoices still unpaid after their due date.
   */
  def overdue(asOf: java.time.LocalDate): Seq[Invoice]
}
