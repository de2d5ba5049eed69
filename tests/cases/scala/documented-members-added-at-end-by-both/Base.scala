package com.example.billing

trait InvoiceService {

  /** Creates a draft invoice for the customer. */
  def draft(customerId: Long): Invoice

  /** Sends a finalised invoice by e-mail. */
  def send(invoice: Invoice): Unit
}
