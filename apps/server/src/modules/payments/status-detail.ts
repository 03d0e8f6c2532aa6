/** What a provider's `status_detail` code means for the buyer (Mercado Pago's common codes). */
const TEXTS: Record<string, string> = {
  accredited: 'Pago acreditado',
  pending_contingency: 'El pago se está procesando',
  pending_review_manual: 'El pago está en revisión',
  pending_waiting_payment: 'Esperando que completes el pago',
  cc_rejected_insufficient_amount: 'Fondos insuficientes en la tarjeta',
  cc_rejected_bad_filled_security_code: 'El código de seguridad de la tarjeta es incorrecto',
  cc_rejected_bad_filled_date: 'La fecha de vencimiento de la tarjeta es incorrecta',
  cc_rejected_bad_filled_card_number: 'El número de la tarjeta es incorrecto',
  cc_rejected_bad_filled_other: 'Algún dato de la tarjeta es incorrecto',
  cc_rejected_call_for_authorize: 'Tu banco pide que autorices el pago: llámalo y vuelve a intentarlo',
  cc_rejected_card_disabled: 'La tarjeta no está activa: llama a tu banco para activarla',
  cc_rejected_duplicated_payment: 'Ya hiciste un pago por el mismo monto: usa otra tarjeta u otro medio',
  cc_rejected_high_risk: 'El pago fue rechazado por seguridad: usa otro medio de pago',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos: usa otra tarjeta',
  cc_rejected_blacklist: 'No pudimos procesar el pago con esa tarjeta',
  cc_rejected_other_reason: 'Tu banco rechazó el pago',
  rejected_by_bank: 'Tu banco rechazó el pago',
  expired: 'El pago venció sin completarse',
  by_collector: 'El pago fue cancelado por el vendedor',
  by_payer: 'Cancelaste el pago',
  refunded: 'El pago fue devuelto',
};

/** A Spanish sentence for a provider's status detail; null for a code without one. */
export function statusDetailText(statusDetail: string | null): string | null {
  return (statusDetail && TEXTS[statusDetail]) ?? null;
}
