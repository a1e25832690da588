export function EventListPage() {
  return <h1>Home Based Health Screening</h1>;
}
