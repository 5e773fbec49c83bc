export async function thrownErrnos() {
  return { byEntry: new Map<string, { errnos: number[]; pension: boolean }>() }
}
