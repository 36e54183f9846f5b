/** Who is calling an `/api/` route, from their verified identity token. */
export interface Caller {
  email: string;
  name: string;
  opsStaff: boolean;
}
