export function ConfirmationPage() {
  return <h1>Booking Received</h1>;
}
