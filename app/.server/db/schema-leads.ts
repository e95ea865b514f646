// Row types of badges and leads (migration 0020-leads, docs/leads.md).

export type LeadScore = "hot" | "warm" | "cold";

export interface BadgesTable {
  event_id: string;
  user_id: string;
  person_id: string;
  code: string;
  created_at: string;
  renewed_at: string | null;
}

export interface LeadsTable {
  id: string;
  event_id: string;
  exhibitor_id: string;
  person_id: string;
  score: LeadScore | null;
  note: string;
  scanned_at: string;
  scanned_by: string;
  updated_at: string;
}

export interface LeadsDatabase {
  badges: BadgesTable;
  leads: LeadsTable;
}
