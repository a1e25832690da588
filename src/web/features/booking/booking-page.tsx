export function BookingPage() {
  return <h1>Booking</h1>;
}
