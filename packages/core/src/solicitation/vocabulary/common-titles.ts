/**
 * Labour-category titles outside the GSA CALC IT export and the SCA directory that
 * solicitations name often: the 18F Agile BPA labour categories (18F/agile-labor-categories
 * @ b73732e3, 13 categories, read 2026-11-25) and professional, research, medical,
 * construction, training and management titles compiled by hand from public solicitations
 * and the OPM occupational series names (2026-11-25). Each line is `Title[ | family]`.
 */

/** The 13 labour categories of the 18F Agile Delivery Services BPA, with spellings seen in use. */
export const AGILE_18F: readonly string[] =
  `Agile Coach; Back End Web Developer; Backend Web Developer|Back End Web Developer;
  Back-End Web Developer|Back End Web Developer; Business Analyst; Delivery Manager; DevOps Engineer; Digital Performance Analyst;
  Front End Web Developer; Frontend Web Developer|Front End Web Developer; Front-End Web Developer|Front End Web Developer;
  Front End Web Designer|Front End Web Developer; Interaction Designer; Interaction Designer/User Researcher/Usability Tester|Interaction Designer;
  User Researcher|Interaction Designer; Usability Tester|Interaction Designer; Product Manager; Security Engineer; Technical Architect;
  Visual Designer; Writer/Content Designer/Content Strategist|Content Designer; Content Designer; Content Strategist|Content Designer`.split(
    ';',
  );

/** Titles common in solicitations that neither list above holds. */
export const COMMON_TITLES: readonly string[] =
  `Program Manager; Deputy Program Manager|Program Manager; Project Manager;
  Deputy Project Manager|Project Manager; Contract Manager; Site Manager; Site Lead|Site Manager; Task Order Manager|Project Manager;
  Task Lead; Team Lead; Technical Lead; Design Lead; Product Lead|Product Manager; Facilitator; Scrum Master; Product Owner; Release Manager; Solutions Architect;
  Enterprise Architect; Data Architect; Software Architect; Cloud Architect; Cloud Engineer; Site Reliability Engineer; Software Engineer;
  Software Developer; Full Stack Developer; Mobile Developer; Database Developer; Database Administrator; Data Engineer; Data Scientist;
  Data Analyst; Data Management Specialist; Systems Administrator; System Administrator|Systems Administrator; Network Administrator;
  Network Engineer; Systems Engineer; Systems Analyst; Systems Programmer; Systems Security Engineer; Cybersecurity Analyst;
  Cyber Security Analyst|Cybersecurity Analyst; Cyber Hunt Specialist|Cybersecurity Analyst; Forensic Analyst|Cybersecurity Analyst;
  Forensic Technician|Cybersecurity Analyst; Information System Security Officer; Information Systems Security Officer|Information System Security Officer;
  ISSO|Information System Security Officer; Information System Security Manager; Information Security Officer|Information System Security Officer; Facility Security Officer; Information Assurance Analyst; Security Control Assessor;
  Quality Assurance Analyst; Quality Assurance Specialist; QA Engineer|Test Engineer; QA Analyst|Quality Assurance Analyst; Test Engineer;
  Software Tester|Test Engineer; Tester|Test Engineer; Test Automation Engineer|Test Engineer; UX Designer; UI Designer|Visual Designer;
  User Experience Designer|UX Designer; Graphic Designer; Web Designer; Technical Writer; Editor; Help Desk Specialist;
  Help Desk Analyst|Help Desk Specialist; Service Desk Analyst|Help Desk Specialist; Customer Tech Support Specialist|Help Desk Specialist;
  Customer Support Specialist|Help Desk Specialist; Desktop Support Technician|Help Desk Specialist; IT Specialist; ITSM Analyst;
  IT Procurement Specialist; Configuration Manager; Configuration Management Specialist; Change Manager; Training Specialist;
  Trainer; Instructor; Instructional Systems Designer; Instructional Designer|Instructional Systems Designer; Curriculum Developer;
  Program Analyst; Management Analyst; Management Support|Program Analyst; Management Support Specialist|Program Analyst;
  Financial Analyst; Budget Analyst; Accountant; Auditor; Contract Specialist; Acquisition Specialist; Administrative Assistant;
  Administrative Specialist; Executive Assistant|Administrative Assistant; Information Management Specialist; Records Manager;
  Knowledge Manager; Communications Specialist; Public Affairs Specialist; Writer; Policy Analyst; Economist; Statistician;
  Biostatistician; Epidemiologist; Principal Investigator; Co-Investigator|Principal Investigator; Research Scientist; Scientist;
  Research Associate; Research Assistant; Study Coordinator; Clinical Research Coordinator; Clinical Research Associate;
  Laboratory Manager; Laboratory Technician; Biologist; Chemist; Microbiologist; Toxicologist; Data Manager; Regulatory Specialist;
  Medical Director; Medical Officer|Physician; Nurse Manager; Nurse Case Manager|Registered Nurse; Case Manager; Counselor;
  Construction Manager; Superintendent; Quality Control Manager; Site Safety and Health Officer; Safety Officer; Safety Manager;
  Civil Engineer; Structural Engineer; Mechanical Engineer; Electrical Engineer; Environmental Engineer; Fire Protection Engineer;
  Architect; Landscape Architect; Interior Designer; Cost Estimator; Estimator|Cost Estimator; Scheduler; Surveyor; CAD Technician|Drafter;
  Inspector; Commissioning Agent; Facility Manager; Maintenance Manager; Operations Manager; Call Center Manager; Call Center Supervisor;
  Service Desk Manager|Help Desk Manager; Help Desk Manager; Service Desk Lead|Help Desk Manager; Help Desk Lead|Help Desk Manager;
  Quality Monitor; Workforce Analyst; Customer Service Supervisor; Logistician; Logistics Specialist|Logistician; Supply Chain Analyst;
  Property Manager; Transcriptionist|Medical Transcriptionist; Transcription Editor|Medical Transcriptionist; Court Reporter; Supervisor;
  Project Coordinator; Program Coordinator; Subject Matter Expert; Consultant; Engineer; Analyst; Developer; Programmer; Technician;
  Specialist; Manager; Director; Coordinator; Administrator; Officer; Designer; Architect; Investigator; Researcher; Clerk; Assistant`.split(
    ';',
  );

/**
 * The buyer's own roles, which solicitations name constantly and a contractor never staffs:
 * recognised so that their words are not read as a contractor title ("Chief Information
 * Security Officer" is no guard), and then left out.
 */
export const GOVERNMENT_TITLES: readonly string[] =
  `Contracting Officer; Contracting Officer's Representative; Contracting Officers Representative;
  Contracting Officer Representative; Contracting Officer's Technical Representative; Alternate Contracting Officer's Representative;
  Chief Information Security Officer; Chief Information Officer; Chief Security Officer; Authorizing Official; Source Selection Authority;
  Technical Evaluation Panel; Government Project Manager; Government Program Manager; Agency Program Manager; Ordering Officer`.split(
    ';',
  );
