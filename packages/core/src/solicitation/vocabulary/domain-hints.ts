/**
 * Which labour families fit which kind of work, so a plan builder picks roles that fit the
 * domain: no UX designer for floor plans, no QA engineer for "testing golf carts", no guard
 * from a background-check clause. Words are matched against a family's words; a family fits a
 * domain when any of its words (or two-word phrases) is listed for it, or it is a management
 * or support role that fits every domain. Compiled by hand (2026-11-25) from the SCA
 * directory's groups, the GSA CALC IT families and OPM occupational series names.
 */
import type { Domain } from '../model';

/** Roles every kind of work has. */
export const ANY_DOMAIN: readonly string[] =
  `program manager; project manager; deputy; contract manager; site manager; site lead;
  task lead; team lead; supervisor; administrative; clerk; quality control; quality assurance specialist; safety; scheduler;
  coordinator; subject matter expert; trainer; training specialist; facilitator; management support; program analyst`.split(
    ';',
  );

export const DOMAIN_WORDS: Readonly<Record<Domain, readonly string[]>> = {
  it: `developer; programmer; software; systems; system; network; database; data; cyber; cybersecurity; security engineer;
    information system; information assurance; architect; devops; cloud; help desk; service desk; tech support; desktop; computer;
    web; ux; ui; user experience; interaction designer; visual designer; content designer; product manager; product owner;
    scrum; agile; delivery manager; business analyst; test engineer; tester; qa; quality assurance analyst; itsm; it; digital;
    technical lead; design lead; technical writer; configuration; release; forensic; cyber hunt; dadms; nen; information management;
    site reliability; telecommunications; analyst`.split(';'),
  facilities:
    `janitor; custodian; housekeep; maintenance; electrician; plumber; hvac; carpenter; painter; grounds; gardener;
    laborer; mechanic; locksmith; boiler; stationary engineer; plant operator; pest; window cleaner; elevator; facility; food service;
    cook; baker; dishwasher; laundry; welder; pipefitter; millwright; rigger; trades; furniture; upholster; recycling`.split(
      ';',
    ),
  security:
    `guard; security officer; protective; police; corrections; detention; screener; alarm monitor; dog handler;
    court security; firefighter; fire inspector; dispatcher`.split(';'),
  research:
    `investigator; scientist; research; statistician; biostatistician; epidemiologist; laboratory; biologist; chemist;
    microbiologist; toxicologist; study coordinator; data manager; data analyst; regulatory; economist; policy analyst; writer;
    editor; librarian`.split(';'),
  professional:
    `analyst; consultant; accountant; auditor; financial; budget; contract specialist; acquisition; communications;
    public affairs; writer; editor; policy; economist; management analyst; records; knowledge manager; paralegal; administrative
    assistant; secretary; receptionist; information management; graphic; illustrator; photographer; media`.split(
      ';',
    ),
  medical:
    `nurse; physician; medical; dental; dentist; pharmac; therapist; technologist; phlebotomist; paramedic; emergency
    medical; ekg; radiologic; surgical; psychologist; social worker; counselor; case manager; health; nursing; optical; coder`.split(
      ';',
    ),
  'call-center':
    `customer service; call center; contact center; agent; quality monitor; workforce analyst; help desk; dispatcher;
    receptionist; interpreter; translator`.split(';'),
  construction:
    `construction; superintendent; civil; structural; mechanical engineer; electrical engineer; environmental engineer;
    fire protection; architect; landscape; interior designer; estimator; surveyor; survey; cad; drafter; inspector; commissioning;
    carpenter; electrician; plumber; laborer; heavy equipment; welder; engineering technician`.split(';'),
  training:
    `instructor; trainer; training; instructional; curriculum; course developer; tutor; educational; proctor`.split(
      ';',
    ),
  logistics:
    `logistic; warehouse; material; forklift; shipping; receiving; supply; inventory; truck; driver; stock; property;
    order filler; packer; stevedore; mechanic; fuel`.split(';'),
  transcription:
    `transcription; transcriptionist; court reporter; editor; medical record; coder; quality`.split(';'),
  other: [],
};
