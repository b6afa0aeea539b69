-- One stable contest label: applications stored the label the applicant's page showed (Portuguese or English), so the
-- office's export mixed "Recandidatura" and "Re-application" for the same contest. From now on the server stores the
-- Portuguese label of its own contest types (`contest_types.label_pt`) beside the value; this brings the rows stored
-- before into line. The labels are written out: the content tables may not exist yet when migrations run (a new
-- database is migrated before it is seeded). A value not listed keeps its label.
UPDATE applications
SET concurso_label = CASE concurso_value
  WHEN 'recandidatura' THEN 'Recandidatura'
  WHEN 'mobilidade' THEN 'Mobilidade'
  WHEN 'internacional' THEN 'Internacional'
  WHEN 'novosalunos' THEN 'Novos Alunos'
  ELSE concurso_label
END;
